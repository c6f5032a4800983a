type Props = {
  /** A served size of the person's photo (/media/:id/:width.webp). */
  url: string;
  /** Its side in CSS pixels: the photo is shown as a circle. */
  size: number;
  /** Empty where the name beside it already says whose it is. */
  alt: string;
  className?: string;
};

/** A person's photo, round, at a fixed size, where their name is shown. */
export function ProfilePhoto({ url, size, alt, className = '' }: Props) {
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      className={`rounded-circle object-fit-cover flex-shrink-0 ${className}`}
      data-testid="profile-photo"
    />
  );
}
