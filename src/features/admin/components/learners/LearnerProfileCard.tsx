import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LearnerProfile } from '@contract/types';
import { dateOnly } from '../../model/adminFormat';
import { LearnerActions } from './LearnerActions';

const FACTS: [string, (learner: LearnerProfile) => string][] = [
  ['Email', (l) => l.email],
  ['Role', (l) => l.role],
  ['Email verified', (l) => (l.emailVerified ? 'Yes' : 'No')],
  ['Joined', (l) => dateOnly(l.createdAt)],
  ['Profession', (l) => l.profession || '—'],
  ['Organisation', (l) => l.organization || '—'],
  [
    'Sign-in',
    (l) =>
      [l.hasPassword && 'password', l.googleLinked && 'Google'].filter(Boolean).join(', ') || '—',
  ],
];

/** Who the learner is, their account's state, and what staff can do about it. */
export function LearnerProfileCard({ learner }: { learner: LearnerProfile }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Profile" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Profile
        </Typography>
        {learner.disabledAt && <Chip size="small" color="error" label="Disabled" />}
      </Stack>
      <Stack component="dl" spacing={0.5} sx={{ m: 0, mb: 2 }}>
        {FACTS.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={1}>
            <Typography component="dt" sx={{ minWidth: 130, color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value(learner)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <LearnerActions learner={learner} />
    </Paper>
  );
}
