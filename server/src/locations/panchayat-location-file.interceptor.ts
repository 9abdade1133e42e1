import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { defaultRole, resolveCurrentRole, type AuthedRequest } from '../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { ApiError } from '../common/http/api-error.js';
import { isMultipart, oneFileForm, readStreamedMultipart, type StreamedFile } from '../common/http/streamed-multipart.js';
import { msg } from '../common/messages/index.js';
import { MAX_GP_LOCATION_FILE_BYTES, MAX_GP_LOCATION_ROWS } from './panchayat-location-import.service.js';

/** Whether a role may import panchayat locations: a STATE or ZP role (the route requires ADMIN). */
const mayImport = (role: PrincipalRole): boolean => role.levels === 'STATE' || role.levels === 'ZP';

const notAllowed = () => ApiError.forbidden('GP_LOCATIONS_NOT_ALLOWED');

/**
 * The panchayat locations file (field `file`), refused by caller before any byte of it is read
 * and bounded by size (issue 41): an officer none of whose roles is a STATE or ZP role, or who
 * names such a role in the address's `currentRole` that is not one, is refused before the body is
 * touched; a declared length over the bound is refused at once (413), a body without one is cut
 * off at the bound; the role the form names (`currentRole` before the file) or else the session's
 * is checked before the file's first byte. The file, at most MAX_GP_LOCATION_FILE_BYTES, is held
 * in memory for the handler (`req.file.buffer`). A refusal closes the connection rather than read
 * the rest of the upload (app.factory.ts's onSend hook for every refused upload).
 * @refuses 413 GP_LOCATIONS_TOO_LARGE (its `tooLarge`, for the file or the body over the bound)
 */
@Injectable()
export class PanchayatLocationFileInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<AuthedRequest & { file?: StreamedFile }>();
    // A refusal is answered at once and its connection closed (app.factory.ts, closeAfterAnswer).
    const principal = req.principal;
    if (!principal) throw ApiError.unauthenticated();
    const queryRole = (req.query as Record<string, unknown> | undefined)?.currentRole;
    // Before any byte: the role the address names, else some role of the caller's, may import.
    if (queryRole !== undefined && queryRole !== null && queryRole !== '') {
      if (!mayImport(resolveCurrentRole(principal, queryRole))) throw notAllowed();
    } else if (!principal.roles.some(mayImport)) {
      throw notAllowed();
    }
    if (!isMultipart(req.raw)) {
      // No file to read: the handler checks the role and asks for the file.
      return next.handle();
    }
    const { fields, files } = await readStreamedMultipart(req.raw, {
      ...oneFileForm(MAX_GP_LOCATION_FILE_BYTES),
      tooLarge: msg('GP_LOCATIONS_TOO_LARGE', {
        mb: MAX_GP_LOCATION_FILE_BYTES / (1024 * 1024),
        max: MAX_GP_LOCATION_ROWS.toLocaleString('en-IN'),
      }),
      // Before the file's first byte: the role the call acts as (as @CurrentRole reads it).
      door: async (sent) => {
        if (!mayImport(actingRole(principal, sent.currentRole ?? queryRole, req))) throw notAllowed();
      },
    });
    req.body = fields;
    req.file = files[0];
    return next.handle();
  }
}

/** The role a call acts as: the one it names (checked), else the session's (as currentRoleOf). */
function actingRole(principal: Principal, claimed: unknown, req: AuthedRequest): PrincipalRole {
  if (claimed === undefined || claimed === null || claimed === '') return defaultRole(principal, req.session?.selectedRole);
  return resolveCurrentRole(principal, claimed);
}
