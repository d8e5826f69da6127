import { http, HttpResponse } from 'msw';
import { CONTACT_RECEIVED } from '@contract/messages/contact';
import { ContactRequest } from '@contract/schemas/contact';
import { contactUrl } from '@/config/env';
import { db } from '../db';
import { checkedBody } from '../http';

export const contactHandlers = [
  http.post(contactUrl, async ({ request }) => {
    const checked = await checkedBody(request, ContactRequest);
    if ('invalid' in checked) return checked.invalid;
    db.contactMessages.push(checked.body);
    return HttpResponse.json({ message: CONTACT_RECEIVED }, { status: 201 });
  }),
];
