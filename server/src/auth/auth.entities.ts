import { User } from './entities/user.entity.js';
import { UserPermission } from './entities/user-permission.entity.js';
import { OtpChallenge } from './entities/otp-challenge.entity.js';
import { RateLimit } from './entities/rate-limit.entity.js';
import { PrincipalChange } from './entities/principal-change.entity.js';
import { UserListVersion } from './entities/user-list-version.entity.js';

/** Accounts, permissions, one-time codes, throttles and the principal versions: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const AUTH_ENTITIES = [User, UserPermission, OtpChallenge, RateLimit, PrincipalChange, UserListVersion];
