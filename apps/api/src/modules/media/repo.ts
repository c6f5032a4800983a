import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, type ImageRow } from './tables.ts';

export type ImageMeta = Omit<ImageRow, 'data'>;

const metaColumns = {
  id: images.id,
  organizationId: images.organizationId,
  uploadedBy: images.uploadedBy,
  contentType: images.contentType,
  width: images.width,
  height: images.height,
  createdAt: images.createdAt,
};

/** Metadata only: the bytes stay in the database until someone asks for a picture. */
export async function findImagesByIds(db: Db, ids: readonly string[]): Promise<ImageMeta[]> {
  if (ids.length === 0) return [];
  return db
    .select(metaColumns)
    .from(images)
    .where(inArray(images.id, [...ids]));
}

export async function findImageWithData(db: Db, id: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row ?? null;
}

export async function insertImage(
  db: Db,
  input: Pick<ImageRow, 'organizationId' | 'uploadedBy' | 'contentType' | 'width' | 'height' | 'data'>,
): Promise<ImageMeta> {
  const [row] = await db.insert(images).values(input).returning(metaColumns);
  if (!row) throw new Error('insert returned no image');
  return row;
}

export async function deleteImage(db: Db, id: string): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}
