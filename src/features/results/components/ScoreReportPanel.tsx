import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ExamResult } from '@contract/examTypes';
import { examPaths } from '@/config/examPaths';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useDownloadScoreReportMutation } from '../api/resultsApi';

/**
 * The score report: its number, the PDF to download, and the public page where an institution
 * confirms it.
 */
export function ScoreReportPanel({ result }: { result: ExamResult }) {
  const [download, downloading] = useDownloadScoreReportMutation();
  const report = result.report;
  if (!report) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="report-heading"
      sx={{ p: { xs: 2, md: 3 }, mb: 4 }}
    >
      <Typography id="report-heading" variant="h2" sx={{ fontSize: '1.4rem' }}>
        Your score report
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Report number <strong>{report.reportId}</strong>. Anyone you give it to, such as a
        university or an employer, can confirm it on our verification page.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          loading={downloading.isLoading}
          loadingPosition="start"
          onClick={() => void download(result.attemptId)}
        >
          Download the PDF
        </Button>
        <Button
          variant="outlined"
          startIcon={<VerifiedIcon />}
          component={RouterLink}
          to={examPaths.scoreReport(report.reportId)}
        >
          Open the verification page
        </Button>
      </Stack>
      <Box role="status" sx={{ mt: downloading.isSuccess || downloading.isError ? 2 : 0 }}>
        {downloading.isSuccess && (
          <Alert severity="success">Saved as {downloading.data.fileName}.</Alert>
        )}
        {downloading.isError && (
          <Alert severity="error">{getErrorMessage(downloading.error)}</Alert>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, overflowWrap: 'anywhere' }}>
        Verification link: {report.verifyUrl}
      </Typography>
    </Paper>
  );
}
