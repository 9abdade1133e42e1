import { applyDecorators } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';
import { rule, type MessageCode } from '../messages/index.js';

/** A 10-digit mobile number (spec 1 §5 Login). */
export function IsMobile(code: MessageCode = 'MOBILE_INVALID'): PropertyDecorator {
  return applyDecorators(IsString(rule(code)), Matches(/^[0-9]{10}$/, rule(code)));
}

/** A 6-digit one-time code (spec 1 §5 Login). */
export function IsOtp(code: MessageCode = 'OTP_FORMAT'): PropertyDecorator {
  return applyDecorators(IsString(rule(code)), Matches(/^[0-9]{6}$/, rule(code)));
}
