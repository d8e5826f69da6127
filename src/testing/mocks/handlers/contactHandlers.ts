import { http, HttpResponse } from 'msw';
import { contactUrl } from '@/config/env';
import { db } from '../db';

export const contactHandlers = [
  http.post(contactUrl, async ({ request }) => {
    db.contactMessages.push(await request.json());
    return HttpResponse.json({ message: 'Message received.' }, { status: 201 });
  }),
];
