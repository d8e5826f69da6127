import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COURSE_FAQ } from '@contract/content/courseFaq';

/** The questions every course page answers, refund promise included. */
export function CourseFaq() {
  return (
    <Box component="section" aria-labelledby="faq-heading">
      <Typography id="faq-heading" variant="h5" component="h2" gutterBottom>
        Frequently asked questions
      </Typography>
      {COURSE_FAQ.map((entry) => (
        <Box key={entry.question} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
            {entry.question}
          </Typography>
          <Typography>{entry.answer}</Typography>
        </Box>
      ))}
    </Box>
  );
}
