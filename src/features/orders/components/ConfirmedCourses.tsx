import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { courseHomeUrl } from '@/config/courseSite';
import { paths } from '@/config/paths';
import type { OrderItem } from '@contract/types';
import { ORDER_IMAGE_FALLBACK } from './checkoutData';

/** The courses and tests just bought, each with its way in ('Go to course', 'Go to my tests'). */
export function ConfirmedCourses({ items }: { items: OrderItem[] }) {
  return (
    <Box
      component="ul"
      aria-label="Courses in this order"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {items.map((item) => {
        const titleId = `confirmed-${item.productId}`;
        return (
          <Box
            component="li"
            key={item.productId}
            aria-labelledby={titleId}
            sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
          >
            <Box
              component="img"
              src={item.thumbnail || ORDER_IMAGE_FALLBACK}
              alt=""
              width={96}
              height={54}
              sx={{ width: 96, height: 'auto', aspectRatio: '16 / 9', borderRadius: 1 }}
            />
            <Typography id={titleId} sx={{ flex: '1 1 12rem', fontWeight: 600, minWidth: 0 }}>
              {item.title}
            </Typography>
            {item.model === 'Test' ? (
              <Button
                variant="outlined"
                size="small"
                startIcon={<QuizIcon />}
                component={RouterLink}
                to={paths.dashboardTests}
                aria-describedby={titleId}
              >
                Go to my tests
              </Button>
            ) : (
              <Button
                variant="outlined"
                size="small"
                startIcon={<PlayCircleIcon />}
                href={courseHomeUrl(item.productId)}
                aria-describedby={titleId}
              >
                Go to course
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
