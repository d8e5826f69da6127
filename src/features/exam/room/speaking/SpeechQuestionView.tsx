import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ExamMode, Recording } from '@contract/examTypes';
import type { SpeechQuestion } from '@contract/exams/form';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useAppDispatch } from '@/store/hooks';
import { LevelMeter } from '../../media/LevelMeter';
import { useAudioLevel } from '../../media/useAudioLevel';
import { formatSeconds } from '../../model/clock';
import { finishSpokenAnswer, hasUnfinishedAnswer } from '../../model/recordingThunks';
import { questionName } from '../questions/questionIds';
import { ExaminerAudio } from './ExaminerAudio';
import { useSpeechRecorder } from './useSpeechRecorder';

type Step = 'read' | 'prepare' | 'speak';

/** What the candidate sees of a recording, in words (also what a screen reader hears). */
export function recorderStatus(
  phase: string,
  elapsed: number,
  unsent: number,
  saved?: Recording,
): string {
  if (phase === 'recording') return `Recording… ${formatSeconds(elapsed)}`;
  if (phase === 'uploading' || (phase === 'saved' && unsent > 0))
    return unsent > 0 ? `Uploading ${unsent} ${unsent === 1 ? 'part' : 'parts'}…` : 'Saving…';
  if (phase === 'saved' || saved?.status === 'complete')
    return `Saved (${formatSeconds(Math.round(saved?.durationSeconds ?? elapsed))} recorded)`;
  return '';
}

/**
 * A spoken answer: the prompt (and cue card), the examiner's recorded lines when there are any,
 * a preparation countdown, then recording with a level meter and the speaking countdown.
 */
export function SpeechQuestionView({
  question,
  label,
  attemptId,
  mode,
  recording,
  locked,
}: {
  question: SpeechQuestion;
  label: string;
  attemptId: string;
  mode: ExamMode;
  recording: Recording | undefined;
  locked: boolean;
}) {
  const dispatch = useAppDispatch();
  const target = useMemo(() => ({ attemptId, questionId: question.id }), [attemptId, question.id]);
  const recorder = useSpeechRecorder(target, question.speakSeconds);
  const startRecording = recorder.start;
  const level = useAudioLevel(recorder.stream);
  const [step, setStep] = useState<Step>('read');
  const [prepareLeft, setPrepareLeft] = useState(question.prepareSeconds);
  const [resumed, setResumed] = useState(false);
  const done = recording?.status === 'complete' || recorder.phase === 'saved';

  // An answer whose finishing was cut off (a reload, the connection) is completed now.
  useEffect(() => {
    if (recording?.status !== 'recording') return;
    void hasUnfinishedAnswer(target).then((unfinished) => {
      if (unfinished)
        void dispatch(finishSpokenAnswer(target))
          .unwrap()
          .then((outcome) => setResumed(outcome === 'saved'));
    });
  }, [dispatch, recording?.status, target]);

  const speakNow = useCallback(() => {
    setStep('speak');
    void startRecording();
  }, [startRecording]);

  // The preparation countdown; recording starts by itself when it ends.
  useEffect(() => {
    if (step !== 'prepare') return;
    const endsAt = Date.now() + question.prepareSeconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setPrepareLeft(left);
      if (left === 0) {
        clearInterval(timer);
        speakNow();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [step, question.prepareSeconds, speakNow]);

  const begin = () => (question.prepareSeconds > 0 ? setStep('prepare') : speakNow());
  const status = recorderStatus(recorder.phase, recorder.elapsed, recorder.unsent, recording);

  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1.1em', fontWeight: 700, mb: 1 }}>
        {questionName(label)}
      </Typography>
      {question.prompt.map((line, index) => (
        <Typography key={index} sx={{ mb: 1 }}>
          {line}
        </Typography>
      ))}
      {question.cueCard ? (
        <Paper
          variant="outlined"
          sx={{ p: 2, my: 2, maxWidth: 560, borderWidth: 2 }}
          aria-label="Cue card"
          component="section"
        >
          <Typography sx={{ fontWeight: 700 }}>{question.cueCard.topic}</Typography>
          <Typography sx={{ mt: 1 }}>You should say:</Typography>
          <Box component="ul" sx={{ mt: 0.5, mb: 0.5 }}>
            {question.cueCard.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Box>
          {question.cueCard.closing ? <Typography>{question.cueCard.closing}</Typography> : null}
        </Paper>
      ) : null}
      {question.audio && !done ? (
        <ExaminerAudio attemptId={attemptId} audio={question.audio} />
      ) : null}

      {done || resumed ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {status || 'Saved'}
          {mode === 'exam' ? '. Go on to the next question.' : ''}
        </Alert>
      ) : null}

      {!done && !resumed && step === 'read' ? (
        <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Typography variant="body2">
            {question.prepareSeconds > 0
              ? `You will have ${formatSeconds(question.prepareSeconds)} to prepare, then up to ${formatSeconds(question.speakSeconds)} to speak.`
              : `You may speak for up to ${formatSeconds(question.speakSeconds)}.`}
          </Typography>
          <Button variant="contained" onClick={begin} disabled={locked}>
            {question.prepareSeconds > 0 ? 'Start preparing' : 'Start speaking'}
          </Button>
        </Stack>
      ) : null}

      {!done && step === 'prepare' ? (
        <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.2em' }} role="timer" aria-live="off">
            Preparation: {formatSeconds(prepareLeft)} left
          </Typography>
          <Typography variant="body2">
            Make notes on paper if you wish. Recording starts when the time is up.
          </Typography>
          <Button variant="outlined" onClick={speakNow}>
            Start speaking now
          </Button>
        </Stack>
      ) : null}

      {!done && step === 'speak' ? (
        <Stack spacing={1.5} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {recorder.phase === 'recording' ? (
              <FiberManualRecordIcon sx={{ color: 'error.main' }} aria-hidden />
            ) : null}
            <Typography sx={{ fontWeight: 700, fontSize: '1.2em' }}>
              {status || 'Starting the microphone…'}
            </Typography>
          </Stack>
          {recorder.phase === 'recording' ? (
            <>
              <Typography variant="body2">
                Time left to speak:{' '}
                {formatSeconds(Math.max(0, question.speakSeconds - recorder.elapsed))}
              </Typography>
              <LevelMeter level={level} />
              <Button
                variant="contained"
                color="error"
                startIcon={<StopIcon />}
                onClick={recorder.stop}
              >
                Stop recording
              </Button>
            </>
          ) : null}
          {recorder.problem ? (
            <Alert severity={recorder.phase === 'failed' ? 'error' : 'warning'}>
              {recorder.problem}
            </Alert>
          ) : null}
          {recorder.phase === 'failed' ? (
            <Button variant="outlined" onClick={() => void recorder.start()}>
              Try again
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Box sx={visuallyHidden} aria-live="polite">
        {recorder.phase === 'recording'
          ? 'Recording started.'
          : recorder.phase === 'saved'
            ? 'Your answer is saved.'
            : ''}
      </Box>
    </Box>
  );
}
