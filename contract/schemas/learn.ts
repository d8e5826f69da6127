import { Type } from 'typebox';
import { errors } from './common';

const Page = (description: string) => Type.String({ contentMediaType: 'text/html', description });

export const learnSchemas = {
  player: {
    tags: ['site'],
    summary: 'The local course player page, on the site origin (stand-in for COURSE_SITE_URL)',
    params: Type.Object({ courseId: Type.String({ maxLength: 100 }) }),
    response: {
      200: Page('The player page'),
      ...errors(400),
      404: Page('A page saying the course was not found'),
    },
  },
};
