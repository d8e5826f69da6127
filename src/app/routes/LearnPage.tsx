import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { LearnCourse } from '@contract/types';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/AddToCartButton';
import { LazyDraftPreviewBanner } from './course/LazyDraftPreviewBanner';
import { CertificateLink } from '@/features/certificates/components/CertificateLink';
import { useGetCourseQuery } from '@/features/courses/api/coursesApi';
import {
  useGetLearnCourseQuery,
  useGetLessonPlaybackQuery,
  useReopenLessonMutation,
  useSaveProgressMutation,
} from '@/features/learning/api/learnApi';
import { LearnCurriculum } from '@/features/learning/components/LearnCurriculum';
import { LessonView } from '@/features/learning/components/LessonView';
import { lessonNeighbours, lessonToOpen } from '@/features/learning/model/lessonChoice';
import {
  everyLessonDone,
  savedProgress,
  type SaveProgress,
} from '@/features/learning/model/lessonProgress';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { selectIsSignedIn } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

/** What a learner who does not own the course can do: buy it, or sign in first. */
function BuyPrompt({ slug }: { slug: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useGetCourseQuery(slug);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
      aria-label="Get the whole course"
      component="section"
    >
      <Typography sx={{ mb: 1.5 }}>
        You are watching the free previews. Buy the course to open every lesson.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {data && <AddToCartButton course={data.course} />}
        {!signedIn && (
          <Button component={RouterLink} to={paths.signin} variant="outlined">
            Sign in
          </Button>
        )}
      </Box>
    </Paper>
  );
}

function Lesson({
  lessonId,
  course,
  courseKey,
}: {
  lessonId: string;
  course: LearnCourse;
  courseKey: string;
}) {
  const { data, error, refetch, isFetching } = useGetLessonPlaybackQuery(lessonId);
  const [saveProgress] = useSaveProgressMutation();
  const [reopenLesson] = useReopenLessonMutation();
  const reopen = useCallback(
    () =>
      reopenLesson({ lessonId, courseKey })
        .unwrap()
        .then(
          (answer) => answer.message,
          (error: unknown) => getErrorMessage(error),
        ),
    [reopenLesson, lessonId, courseKey],
  );
  const save = useCallback<SaveProgress>(
    (report) =>
      saveProgress({ lessonId, courseKey, ...report })
        .unwrap()
        .then(
          (answer) => answer.notice,
          () => undefined,
        ),
    [saveProgress, lessonId, courseKey],
  );
  const saved = savedProgress(course, lessonId);
  if (data && data.lesson.id === lessonId)
    return (
      <LessonView
        key={lessonId}
        playback={data}
        onAddressesExpired={() => void refetch()}
        {...lessonNeighbours(course, lessonId, (id) => paths.learn(course.slug, id))}
        progress={saved && { ...saved, save, reopen }}
      />
    );
  if (error)
    return (
      <Alert severity={getErrorStatus(error) === 403 ? 'info' : 'error'}>
        {getErrorMessage(error)}
      </Alert>
    );
  return (
    <Skeleton
      variant="rectangular"
      aria-busy={isFetching}
      aria-label="Loading the lesson"
      sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 2 }}
    />
  );
}

/**
 * /learn/:course and /learn/:course/:lessonId — the learning area: the lesson's video or article
 * beside the curriculum. Owners open every lesson; anyone else the previews, with the way to buy.
 */
export default function LearnPage() {
  const { course: slugOrId = '', lessonId } = useParams();
  const { data, error, isLoading } = useGetLearnCourseQuery(slugOrId);
  const course = data?.course;
  const shownLessonId = course && lessonToOpen(course, lessonId);

  useEffect(() => {
    if (course) document.title = `${course.title} | Learn | Vaani Academy`;
  }, [course]);

  if (isLoading) return <Container sx={{ py: 6 }} aria-busy="true" />;
  if (!course)
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
          {getErrorStatus(error) === 404 ? 'Course not found' : 'This course could not be loaded'}
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>{getErrorMessage(error)}</Typography>
        <Button variant="contained" component={RouterLink} to={paths.courses}>
          See all courses
        </Button>
      </Container>
    );

  const lessonPath = (id: string) => paths.learn(course.slug, id);
  return (
    <>
      {course.draftPreview && <LazyDraftPreviewBanner courseId={course.courseId} />}
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          {course.title}
        </Typography>
        <Link
          component={RouterLink}
          to={paths.course(course.slug)}
          sx={{ display: 'inline-block', mb: 2 }}
        >
          About this course
        </Link>
        {course.certificateId && everyLessonDone(course) && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            <AlertTitle>Congratulations, you have completed this course!</AlertTitle>
            Every lesson is done. Your certificate of completion is ready to download or share.
            <Box sx={{ mt: 1.5 }}>
              <CertificateLink certificateId={course.certificateId} />
            </Box>
          </Alert>
        )}
        {!course.owned && !course.draftPreview && <BuyPrompt slug={course.slug} />}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <Box>
            {shownLessonId ? (
              <Lesson lessonId={shownLessonId} course={course} courseKey={slugOrId} />
            ) : (
              <Alert severity="info">This course has no lesson you can open yet.</Alert>
            )}
          </Box>
          {/* Beside the lesson it stays in view and fits the window, so its own scrolling reaches
            the last lesson (a fixed share of the window ran below the fold). */}
          <Paper
            variant="outlined"
            sx={{
              p: 1.5,
              position: { md: 'sticky' },
              top: { md: APP_BAR_HEIGHT + 16 },
              maxHeight: { md: `calc(100vh - ${APP_BAR_HEIGHT + 32}px)` },
              overflowY: 'auto',
            }}
          >
            <LearnCurriculum
              course={course}
              currentLessonId={shownLessonId}
              lessonPath={lessonPath}
            />
          </Paper>
        </Box>
      </Container>
    </>
  );
}
