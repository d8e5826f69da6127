import { styled } from '@mui/material/styles';
import { useState } from 'react';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

const RoundImage = styled('img')(({ theme }) => ({
  borderRadius: '50%',
  objectFit: 'cover',
  border: `4px solid ${theme.palette.common.white}`,
  backgroundColor: theme.palette.grey[200],
  flexShrink: 0,
}));

/** The user's photo, or the placeholder when there is none or it fails to load. */
export function ProfilePhoto({
  src,
  name,
  size = 112,
}: {
  src: string;
  name: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const photo = src && !failed ? src : AVATAR_PLACEHOLDER;
  return (
    <RoundImage
      src={photo}
      alt={`Profile photo of ${name || 'you'}`}
      width={size}
      height={size}
      onError={() => setFailed(true)}
    />
  );
}
