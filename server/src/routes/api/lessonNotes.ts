import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notesSchemas } from '@contract/schemas/notes';
import { addNote, editNote, listNotes, removeNote } from '../../services/learning/lessonNotes';
import { named } from '../../lib/pluginName';

/** A learner's timestamped notes on the lessons of the courses they own, under /api/learn. */
export const lessonNotesRoutes: FastifyPluginAsyncTypebox = named(
  'lesson-notes routes',
  async (fastify) => {
    fastify.addHook('onRequest', fastify.authenticate);

    fastify.get('/lessons/:lessonId/notes', { schema: notesSchemas.list }, async (request) => ({
      notes: await listNotes(fastify.db, request.userId, request.params.lessonId),
    }));

    fastify.post(
      '/lessons/:lessonId/notes',
      { schema: notesSchemas.create },
      async (request, reply) =>
        reply.code(201).send({
          note: await addNote(fastify.db, request.userId, request.params.lessonId, request.body),
        }),
    );

    fastify.patch('/notes/:noteId', { schema: notesSchemas.update }, async (request) => ({
      note: await editNote(fastify.db, request.userId, request.params.noteId, request.body.text),
    }));

    fastify.delete('/notes/:noteId', { schema: notesSchemas.remove }, async (request, reply) => {
      await removeNote(fastify.db, request.userId, request.params.noteId);
      return reply.code(204).send(null);
    });
  },
);
