import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PolicySection } from '../model/policyTypes';

export function PolicySectionView({ section }: { section: PolicySection }) {
  return (
    // The margin keeps the heading clear of the sticky navbar when the page scrolls to the anchor.
    <Box
      component="section"
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      sx={[
        { scrollMarginTop: 88, mb: 5 },
        Boolean(section.emphasis) && {
          p: { xs: 2.5, sm: 3.5 },
          pb: { xs: 0.5, sm: 1.5 },
          borderRadius: 2,
          bgcolor: '#eef1fb',
          borderLeft: 4,
          borderColor: 'primary.main',
        },
      ]}
    >
      <Typography id={`${section.id}-heading`} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {section.heading}
      </Typography>
      {section.blocks.map((block) =>
        Array.isArray(block) ? (
          <Box component="ul" key={block.join()} sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 1 } }}>
            {block.map((item) => (
              <Typography component="li" key={item} sx={{ lineHeight: 1.7 }}>
                {item}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography key={block} sx={{ mb: 2, lineHeight: 1.7 }}>
            {block}
          </Typography>
        ),
      )}
    </Box>
  );
}
