import ChatIcon from '@mui/icons-material/ChatOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  recommendationHref,
  type Recommendation,
  type RecommendationPath,
} from '../model/guidanceEngine';

const ICONS: Record<RecommendationPath, typeof QuizIcon> = {
  '/tests': QuizIcon,
  '/courses': PlayIcon,
  '/contactus': ChatIcon,
};

/** One recommended product: its name links to where it is found (courses: their category). */
export function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  const { name, to, reason } = recommendation;
  const Icon = ICONS[to];
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Icon aria-hidden sx={{ color: 'secondary.main', mt: 0.25 }} />
      <Box>
        <Link
          component={RouterLink}
          to={recommendationHref(recommendation)}
          variant="h6"
          sx={{ fontWeight: 700 }}
        >
          {name}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
      </Box>
    </Box>
  );
}
