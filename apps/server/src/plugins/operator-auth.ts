import { hasPermission, type OperatorPermission } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { appendAudit } from '../modules/backoffice/audit.ts';
import { authenticateOperator, type SignedInOperator } from '../modules/backoffice/operators.ts';
import { bearerOf } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The operator of a back-office request: 401 without a live operator token, 403
     * `permissionDenied` (logged and audited) when their role lacks the permission.
     */
    requireOperator(
      request: FastifyRequest,
      permission: OperatorPermission | 'signed-in',
    ): Promise<SignedInOperator>;
  }
  interface FastifyRequest {
    operator: SignedInOperator | undefined;
  }
}

export const operatorAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('operator', undefined);
    app.decorate(
      'requireOperator',
      async (request: FastifyRequest, permission: OperatorPermission | 'signed-in') => {
        request.operator ??= await authenticateOperator(
          app.db,
          bearerOf(request),
          app.config.BACKOFFICE_IDLE_MINUTES,
        );
        const operator = request.operator;
        if (permission === 'signed-in' || hasPermission(operator.role, permission)) return operator;
        const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
        request.log.warn(
          { operatorId: operator.id, permission, route },
          'back-office call refused',
        );
        await app.db.transaction((tx) =>
          appendAudit(tx, {
            operator,
            action: 'permission.denied',
            target: { type: 'route', id: route },
            after: { permission, role: operator.role },
            ip: request.ip,
          }),
        );
        throw new AppError('permissionDenied');
      },
    );
  },
  { name: 'operator-auth' },
);
