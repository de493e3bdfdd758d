import { data } from 'react-router';
import { ContactForm } from '../features/contact/contact-form';
import { ApiError, callApi } from '../lib/api.server';
import { pageMeta, translate } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/contact';

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const body = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    subject: String(form.get('subject') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  const locale = await resolvePageLocale(context, params.locale);
  try {
    const { data: created } = await callApi(context, 'communications', { body, locale });
    return { isSent: true as const, id: created.id };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data(
      {
        isSent: false as const,
        message: error.body?.error.message ?? '',
        fields: error.body?.error.fields ?? {},
      },
      { status: error.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    translate(matches, 'pages.contact.title'),
    translate(matches, 'pages.contact.description'),
  );

export default function Contact() {
  return <ContactForm />;
}
