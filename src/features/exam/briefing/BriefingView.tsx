import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ExamBriefing, ExamMode } from '@contract/examTypes';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useStartAttemptMutation } from '../api/examApi';
import { spokenDuration } from '../model/clock';
import { tabId } from '../model/tabId';
import { MicCheck, type MicState } from './MicCheck';
import { ModeChoice } from './ModeChoice';
import { SoundCheck } from './SoundCheck';

/**
 * Before the test: the instructions and each section's time, the sound and microphone checks,
 * the mode, and an explicit Start. `onStarted` goes to the room.
 */
export function BriefingView({
  briefing,
  onStarted,
}: {
  briefing: ExamBriefing;
  onStarted: () => void;
}) {
  const [heard, setHeard] = useState(false);
  const [mic, setMic] = useState<MicState>('unchecked');
  const [mode, setMode] = useState<ExamMode>('exam');
  const [startAttempt, { isLoading, error }] = useStartAttemptMutation();
  const total = briefing.sections.reduce((sum, s) => sum + s.durationSeconds, 0);

  const start = async () => {
    const result = await startAttempt({
      entitlementId: briefing.entitlementId,
      mode,
      tabId: tabId(),
    });
    if (result.error === undefined) onStarted();
  };

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' } }}>
        {briefing.testName}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        Total time {spokenDuration(total)}
        {briefing.extraTimePercent > 0
          ? `, including ${briefing.extraTimePercent}% extra time granted to you`
          : ''}
        .
      </Typography>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="instructions-title"
        sx={{ p: { xs: 2, md: 3 }, mt: 3 }}
      >
        <Typography
          id="instructions-title"
          variant="h2"
          sx={{ fontSize: '1.25rem', fontWeight: 700 }}
        >
          Instructions
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
          {briefing.instructions.map((line) => (
            <li key={line}>
              <Typography>{line}</Typography>
            </li>
          ))}
        </Box>
        <Box component="ol" sx={{ pl: 2.5, mt: 2, mb: 0 }}>
          {briefing.sections.map((section) => (
            <Box component="li" key={section.id} sx={{ mb: 1.5 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {section.title}{' '}
                <Box component="span" sx={{ fontWeight: 400 }}>
                  · {SKILL_NAMES[section.skill]} · {spokenDuration(section.durationSeconds)} ·{' '}
                  {section.questionCount} {section.questionCount === 1 ? 'question' : 'questions'}
                </Box>
              </Typography>
              {section.instructions.map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
        <SoundCheck src={briefing.soundCheckSrc} heard={heard} onHeard={() => setHeard(true)} />
        <Divider sx={{ my: 3 }} />
        <MicCheck onResult={setMic} />
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
        <ModeChoice mode={mode} onChange={setMode} />
      </Paper>

      <Box sx={{ mt: 3 }}>
        {!heard ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Check your sound before you start: the listening section plays each recording once.
          </Alert>
        ) : null}
        {mic === 'problem' ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Your microphone is not working. You can start now, but the speaking section needs one.
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {getErrorMessage(error)}
          </Alert>
        ) : null}
        <Button variant="contained" size="large" onClick={() => void start()} disabled={isLoading}>
          Start the test
        </Button>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          The first section&apos;s clock starts when you press Start.
        </Typography>
      </Box>
    </Box>
  );
}
