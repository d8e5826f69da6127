import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { useAppSelector } from '@/store/hooks';
import { isAnswered, type PlacedQuestion } from '../model/questions';
import { selectRoom } from '../model/roomSelectors';

/** How a navigator button names its question: "Question 3, answered, flagged, current". */
export function navigatorLabel(
  label: string,
  answered: boolean,
  flagged: boolean,
  current: boolean,
) {
  return [
    `Question ${label}`,
    answered ? 'answered' : 'not answered',
    ...(flagged ? ['flagged for review'] : []),
    ...(current ? ['current'] : []),
  ].join(', ');
}

/**
 * Every question of the section by number, grouped by part: filled when answered, outlined when
 * not, a corner mark when flagged, underlined when current. Choosing one goes to it.
 */
export const QuestionNavigator = forwardRef<
  HTMLElement,
  { placed: PlacedQuestion[]; onGo: (questionId: string) => void; compact?: boolean }
>(function QuestionNavigator({ placed, onGo, compact = false }, ref) {
  const room = useAppSelector(selectRoom);
  const parts = [...new Map(placed.map((entry) => [entry.part.id, entry.part])).values()];
  return (
    <Box component="nav" aria-label="Questions" ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: compact ? 1.5 : 2, alignItems: 'center' }}>
        {parts.map((part) => (
          <Box
            key={part.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
          >
            <Typography component="span" variant="body2" sx={{ fontWeight: 700, mr: 0.5 }}>
              {part.title.split(':')[0]}
            </Typography>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
            >
              {placed
                .filter((entry) => entry.part.id === part.id)
                .map(({ question, label }) => {
                  const answer = room.answers[question.id];
                  const answered = isAnswered(answer?.value);
                  const flagged = answer?.flagged ?? false;
                  const current = room.questionId === question.id;
                  return (
                    <li key={question.id}>
                      <ButtonBase
                        onClick={() => onGo(question.id)}
                        aria-label={navigatorLabel(label, answered, flagged, current)}
                        aria-current={current ? 'step' : undefined}
                        data-answered={answered}
                        data-flagged={flagged}
                        sx={{
                          position: 'relative',
                          minWidth: label.length > 2 ? 48 : 34,
                          height: 34,
                          px: 0.5,
                          borderRadius: 1,
                          fontWeight: 700,
                          fontSize: '0.9em',
                          border: 2,
                          borderColor: 'primary.main',
                          bgcolor: answered ? 'primary.main' : 'background.paper',
                          color: answered ? 'primary.contrastText' : 'primary.main',
                          boxShadow: current
                            ? (theme) => `0 4px 0 0 ${theme.palette.text.primary}`
                            : 'none',
                          '&.Mui-focusVisible': {
                            outline: 3,
                            outlineColor: 'secondary.main',
                            outlineOffset: 2,
                          },
                          ...(flagged && {
                            '&::after': {
                              content: '""',
                              position: 'absolute',
                              top: -2,
                              right: -2,
                              borderStyle: 'solid',
                              borderWidth: '0 12px 12px 0',
                              borderColor: (theme) =>
                                `transparent ${theme.palette.warning.dark} transparent transparent`,
                            },
                          }),
                        }}
                      >
                        {label}
                      </ButtonBase>
                    </li>
                  );
                })}
            </Box>
          </Box>
        ))}
      </Box>
      {compact ? null : <NavigatorLegend />}
    </Box>
  );
});

function NavigatorLegend() {
  const swatch = (filled: boolean, flagged = false) => (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: 'relative',
        display: 'inline-block',
        width: 16,
        height: 16,
        mr: 0.5,
        verticalAlign: 'middle',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 0.5,
        bgcolor: filled ? 'primary.main' : 'background.paper',
        ...(flagged && { borderTopColor: 'warning.dark', borderRightColor: 'warning.dark' }),
      }}
    />
  );
  return (
    <Typography
      component="p"
      variant="body2"
      sx={{ mt: 1.5, display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      <span>{swatch(true)}Answered</span>
      <span>{swatch(false)}Not answered</span>
      <span>{swatch(false, true)}Flagged for review</span>
      <span>
        <Box
          component="span"
          aria-hidden
          sx={{ display: 'inline-block', width: 16, borderBottom: 4, mr: 0.5 }}
        />
        Current
      </span>
    </Typography>
  );
}
