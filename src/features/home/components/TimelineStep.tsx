import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';

interface TimelineStepProps {
  number: number;
  title: string;
  text: string;
  Icon: typeof SvgIcon;
  last: boolean;
}

/** One step: a numbered icon on the line, then its title and one line of text. */
export function TimelineStep({ number, title, text, Icon, last }: TimelineStepProps) {
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: '56px 1fr', md: '1fr' },
        alignContent: 'start',
        gap: { xs: 2, md: 1.5 },
        pb: { xs: last ? 0 : 3, md: 0 },
        textAlign: { md: 'center' },
        // The connector to the next step: downwards on a narrow window, rightwards on a wide one.
        '&::after': last
          ? undefined
          : {
              content: '""',
              position: 'absolute',
              bgcolor: 'primary.light',
              opacity: 0.4,
              top: { xs: 56, md: 27 },
              left: { xs: 27, md: 'calc(50% + 34px)' },
              width: { xs: 2, md: 'calc(100% - 68px + 16px)' },
              height: { xs: 'calc(100% - 56px)', md: 2 },
            },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'common.white',
          mx: { md: 'auto' },
        }}
      >
        <Icon aria-hidden />
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: -4,
            right: -6,
            width: 24,
            height: 24,
            borderRadius: '50%',
            bgcolor: 'secondary.light',
            color: 'primary.dark',
            fontSize: 13,
            fontWeight: 800,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {number}
        </Box>
      </Box>
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </Box>
    </Box>
  );
}
