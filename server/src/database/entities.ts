import { AuditEntry } from '../audit-trail/entities/audit-entry.entity.js';
import { OtpChallenge } from '../auth/entities/otp-challenge.entity.js';
import { RateLimit } from '../auth/entities/rate-limit.entity.js';
import { UserPermission } from '../auth/entities/user-permission.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { Block } from '../locations/entities/block.entity.js';
import { District } from '../locations/entities/district.entity.js';
import { Panchayat } from '../locations/entities/panchayat.entity.js';
import { MainOption } from '../options/entities/main-option.entity.js';
import { SubOption } from '../options/entities/sub-option.entity.js';
import { Department } from '../roles/entities/department.entity.js';
import { ImplementingAgency } from '../roles/entities/implementing-agency.entity.js';
import { RoleAssignment } from '../roles/entities/role-assignment.entity.js';
import { Role } from '../roles/entities/role.entity.js';

/** Every entity of every module; the DataSource (app, CLI, tests) is built from this list. */
export const ENTITIES = [
  District,
  Block,
  Panchayat,
  User,
  UserPermission,
  OtpChallenge,
  RateLimit,
  Department,
  ImplementingAgency,
  Role,
  RoleAssignment,
  MainOption,
  SubOption,
  AuditEntry,
];
