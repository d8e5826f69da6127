import { styled } from '@mui/material/styles';
import type { SyntheticEvent } from 'react';

export const COURSE_PLACEHOLDER_IMAGE = '/images/commerce/course-placeholder.svg';

const Image = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: '#e8ecf8',
});

/** Falls back to our own artwork once, so a missing thumbnail never shows a broken image. */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(COURSE_PLACEHOLDER_IMAGE)) image.src = COURSE_PLACEHOLDER_IMAGE;
}

interface CourseThumbnailProps {
  src: string;
  alt: string;
  /** In the first row: loaded at once (one of them is the page's largest paint), not lazily. */
  priority?: boolean;
}

/** A course picture at 16:9, sized up front so the grid does not shift while it loads. */
export function CourseThumbnail({ src, alt, priority = false }: CourseThumbnailProps) {
  return (
    <Image
      src={src || COURSE_PLACEHOLDER_IMAGE}
      alt={alt}
      width={640}
      height={360}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={showPlaceholder}
    />
  );
}
