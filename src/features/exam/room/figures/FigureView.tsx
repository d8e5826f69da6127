import Box from '@mui/material/Box';
import type { Static } from 'typebox';
import type { Figure, ImageFigure } from '@contract/exams/form';
import { examRoutes } from '@contract/exams/routes';
import { apiBaseUrl } from '@/config/env';
import { ChartFigureView } from './ChartFigureView';
import { useAuthorisedPicture } from './useAuthorisedPicture';

function Picture({ figure, attemptId }: { figure: Static<typeof ImageFigure>; attemptId: string }) {
  const src = useAuthorisedPicture(`${apiBaseUrl}${examRoutes.asset(attemptId, figure.file)}`);
  return (
    <Box
      component="img"
      src={src}
      alt={figure.alt}
      width={figure.width}
      height={figure.height}
      sx={{ maxWidth: '100%', height: 'auto', display: 'block', bgcolor: 'common.white' }}
    />
  );
}

/** A form's figure: a chart drawn from data, or a picture (map, diagram) with its description. */
export function FigureView({ figure, attemptId }: { figure: Figure; attemptId: string }) {
  if (figure.kind === 'chart') return <ChartFigureView figure={figure} />;
  return <Picture figure={figure} attemptId={attemptId} />;
}
