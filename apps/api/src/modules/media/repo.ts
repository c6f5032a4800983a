import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, userPhotos, type ImageRow } from './tables.ts';

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

/** Makes `imageId` the person's photo; returns the image it replaced, for the caller to delete. */
export async function setUserPhoto(db: Db, userId: string, imageId: string): Promise<string | null> {
  const [before] = await db
    .select({ imageId: userPhotos.imageId })
    .from(userPhotos)
    .where(eq(userPhotos.userId, userId))
    .for('update');
  await db
    .insert(userPhotos)
    .values({ userId, imageId })
    .onConflictDoUpdate({ target: userPhotos.userId, set: { imageId, updatedAt: new Date() } });
  return before && before.imageId !== imageId ? before.imageId : null;
}

/** The people's photos (metadata), one per person who has one. */
export async function findUserPhotos(db: Db, userIds: readonly string[]): Promise<(ImageMeta & { userId: string })[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ ...metaColumns, userId: userPhotos.userId })
    .from(userPhotos)
    .innerJoin(images, eq(images.id, userPhotos.imageId))
    .where(inArray(userPhotos.userId, [...userIds]));
}

/** Deletes the person's photo, image and all (its user_photos row goes with the image); returns its id, or null. */
export async function deleteUserPhoto(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .delete(images)
    .where(
      inArray(images.id, db.select({ id: userPhotos.imageId }).from(userPhotos).where(eq(userPhotos.userId, userId))),
    )
    .returning({ id: images.id });
  return row?.id ?? null;
}
