import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MyTest, SkillProgress } from '@contract/examTypes';
import { SKILL_NAMES, type TestSlug } from '@contract/exams/catalogue';
import { formatLongDate } from '@contract/longDate';
import { trendText, trendWord } from '../model/progressText';

const WIDTH = 96;
const HEIGHT = 28;

/** A skill's results in date order as a small line; its words are in the row beside it. */
function Sparkline({ scores, max }: { scores: number[]; max: number }) {
  if (scores.length < 2) return null;
  const x = (index: number) => 4 + (index * (WIDTH - 8)) / (scores.length - 1);
  const y = (score: number) => HEIGHT - 4 - (Math.min(score, max) / max) * (HEIGHT - 8);
  const points = scores.map((score, index) => `${x(index)},${y(score)}`).join(' ');
  const last = scores.length - 1;
  return (
    <Box
      component="svg"
      aria-hidden="true"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{ width: WIDTH, height: HEIGHT, display: 'block', color: 'primary.main' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} />
      <circle cx={x(last)} cy={y(scores[last]!)} r={3} fill="currentColor" />
    </Box>
  );
}

/**
 * The Tests tab's skill progress: for each test taken with results, each skill's best band (or
 * score) across attempts and how it moved, as words and a small line.
 */
export function SkillProgressPanel({
  progress,
  tests,
}: {
  progress: SkillProgress[];
  /** The learner's tests, for their names. */
  tests: Pick<MyTest, 'testSlug' | 'testName'>[];
}) {
  const slugs = [...new Set(progress.map((entry) => entry.testSlug))];
  if (slugs.length === 0) return null;
  const nameOf = (slug: TestSlug) => tests.find((test) => test.testSlug === slug)?.testName ?? slug;
  return (
    <Box component="section" aria-labelledby="skill-progress-heading" sx={{ mt: 4 }}>
      <Typography id="skill-progress-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        Your progress by skill
      </Typography>
      {slugs.map((slug) => {
        const ielts = slug === 'ielts-practice';
        const rows = progress.filter((entry) => entry.testSlug === slug);
        return (
          <Paper key={slug} variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
              {nameOf(slug)}
            </Typography>
            <Table size="small" aria-label={`${nameOf(slug)}: progress by skill`}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Skill
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {ielts ? 'Best band' : 'Best score'}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Trend
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => {
                  const scores = entry.trend.map((point) => point.score);
                  const lastAt = entry.trend.at(-1)?.at;
                  return (
                    <TableRow key={entry.skill}>
                      <TableCell component="th" scope="row">
                        {SKILL_NAMES[entry.skill]}
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                        {ielts ? entry.best.toFixed(1) : Math.round(entry.best)}
                      </TableCell>
                      <TableCell>
                        <Box
                          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
                        >
                          <Sparkline scores={scores} max={ielts ? 9 : 100} />
                          <Typography variant="body2">
                            {trendWord(scores)}
                            <Typography
                              component="span"
                              variant="body2"
                              sx={{ display: 'block', color: 'text.secondary' }}
                            >
                              {trendText(scores, ielts)}
                              {lastAt && ` · last ${formatLongDate(lastAt)}`}
                            </Typography>
                          </Typography>
                        </Box>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Paper>
        );
      })}
    </Box>
  );
}
