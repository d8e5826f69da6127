import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { GridList } from '@/components/GridList';
import { HOW_IT_WORKS_STEPS } from '../data/howItWorksSteps';
import { SectionHeading } from './SectionHeading';
import { TimelineStep } from './TimelineStep';

export function HowItWorksTimeline() {
  return (
    <Box component="section" aria-labelledby="how-it-works-heading" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow="How it works"
          title="Seven steps to your results"
          intro="Taking a test with us is simple. Here is the whole journey."
        />
        <GridList
          as="ol"
          aria-label="How it works"
          sx={{
            gap: { xs: 0, md: 2 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(7, 1fr)' },
            maxWidth: { xs: 480, md: 'none' },
            mx: 'auto',
          }}
        >
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <TimelineStep
              key={step.title}
              number={index + 1}
              title={step.title}
              text={step.text}
              Icon={step.Icon}
              last={index === HOW_IT_WORKS_STEPS.length - 1}
            />
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
