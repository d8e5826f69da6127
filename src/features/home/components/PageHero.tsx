import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HERO_ATTRIBUTE } from '@/components/layout/useHeroPassed';

export interface HeroImage {
  src: string;
  width: number;
  height: number;
}

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  image?: HeroImage;
  children?: ReactNode;
}

/**
 * The dark band that opens a page, continuing the navbar's colour; marked for the navbar, which
 * turns solid once it is scrolled past.
 */
export function PageHero({ eyebrow, title, subtitle, image, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      {...{ [HERO_ATTRIBUTE]: '' }}
      sx={{
        color: 'common.white',
        background: 'linear-gradient(160deg, #142766 0%, #1f3a93 100%)',
        py: { xs: 6, md: 8 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: image ? '7fr 5fr' : '1fr' },
        }}
      >
        <Box sx={{ maxWidth: 720 }}>
          {eyebrow && (
            <Typography
              variant="overline"
              component="p"
              sx={{ color: 'secondary.light', fontWeight: 700, letterSpacing: 1.5 }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '2.75rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ mt: 2, fontSize: '1.15rem', color: 'rgba(255,255,255,0.88)' }}>
              {subtitle}
            </Typography>
          )}
          {children && <Box sx={{ mt: 3 }}>{children}</Box>}
        </Box>
        {image && (
          <Box
            component="img"
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            sx={{
              display: { xs: 'none', md: 'block' },
              width: '100%',
              maxWidth: image.width,
              height: 'auto',
              justifySelf: 'center',
            }}
          />
        )}
      </Container>
    </Box>
  );
}
