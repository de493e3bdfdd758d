import { API_ROUTES, DOCUMENT_MAX_BYTES, endpoints } from '@croupier/contract';
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createSumsubAccessToken, verifySumsubWebhook } from '../../integrations/kyc/sumsub.ts';
import { AppError } from '../../lib/app-error.ts';
import { keepRawJsonBody, rawBodyOf } from '../../lib/raw-body.ts';
import { addRoute } from '../../lib/route.ts';
import { applySumsubReview } from './kyc-reviews.ts';
import * as documents from './service.ts';

export async function documentRoutes(app: FastifyInstance) {
  const dataDir = app.config.DATA_DIR;
  // One file and a few fields; a file over the limit is cut and refused (documentInvalid).
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 6 },
  });

  addRoute(app, endpoints.documents, async (_input, request) =>
    documents.listDocuments(app.db, request.player!.playerId),
  );

  addRoute(app, endpoints.uploadDocument, async (_input, request) => {
    if (!request.isMultipart()) {
      throw new AppError('validation', { fields: { file: [{ rule: 'required' }] } });
    }
    let type: string | undefined;
    let file: { fileName: string; content: Buffer; isTruncated: boolean } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'type') type = String(part.value);
      else if (part.type === 'file' && part.fieldname === 'file' && !file) {
        const content = await part.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
          throw error;
        });
        file = {
          fileName: part.filename,
          content: content ?? Buffer.alloc(0),
          isTruncated: content === null || part.file.truncated,
        };
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
    if (!file) throw new AppError('validation', { fields: { file: [{ rule: 'required' }] } });
    const data = await documents.uploadDocument(app.db, dataDir, request.player!.playerId, {
      type,
      ...file,
    });
    return { data };
  });

  addRoute(app, endpoints.sumsubAuth, async (_input, request) => ({
    data: await createSumsubAccessToken(app.config, request.player!.playerId),
  }));

  await app.register(async (scope) => {
    // This scope only: keep the raw JSON text for the digest check.
    keepRawJsonBody(scope);
    addRoute(scope, endpoints.sumsubWebhook, async (_input, request) => {
      const review = verifySumsubWebhook(app.config, request.headers, rawBodyOf(request));
      const isApplied = await applySumsubReview(app.db, review);
      if (!isApplied) request.log.info({ type: review.type }, 'sumsub webhook ignored');
      app.outbox.kick();
      return { data: { ok: true as const } };
    });
  });

  addRoute(app, endpoints.deleteDocument, async ({ params }, request) => {
    await documents.deleteDocument(app.db, dataDir, request.player!.playerId, params.id);
    return { data: { ok: true as const } };
  });

  // The file itself: bytes, not JSON, so beside `addRoute`; the owner's only (404 for others).
  const fileRoute = API_ROUTES.documentFile;
  app.route({
    method: fileRoute.method,
    url: fileRoute.path,
    schema: { hide: true, params: z.object({ id: z.uuid() }) },
    preValidation: async (request) => {
      await app.requirePlayer(request);
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      const file = await documents.readDocumentFile(app.db, dataDir, request.player!.playerId, id);
      return (
        reply
          .header('content-type', file.mimeType)
          // A download, never a page rendered from the API's origin (the web app reads a blob);
          // a name outside Latin-1 goes in `filename*` (RFC 6266), beside an ASCII stand-in.
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.content)
      );
    },
  });

  // Development and tests: a reviewer's decision without the command line.
  if (app.config.DEV_OUTBOX) {
    app.post(
      '/dev/documents/:id/review',
      {
        schema: {
          hide: true,
          params: z.object({ id: z.uuid() }),
          body: z.object({
            decision: z.enum(['approve', 'decline']),
            reason: z.string().optional(),
          }),
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const body = request.body as { decision: 'approve' | 'decline'; reason?: string };
        const reviewed = await documents.reviewDocument(app.db, id, {
          isApproved: body.decision === 'approve',
          ...(body.reason && { reason: body.reason }),
        });
        app.outbox.kick();
        return reviewed;
      },
    );
  }
}
