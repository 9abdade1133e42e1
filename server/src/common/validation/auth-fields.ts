import { applyDecorators } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';

/** A 10-digit mobile number (spec 1 §5 Login). */
export function IsMobile(message = 'Enter a valid 10-digit mobile number'): PropertyDecorator {
  return applyDecorators(IsString({ message }), Matches(/^[0-9]{10}$/, { message }));
}

/** A 6-digit one-time code (spec 1 §5 Login). */
export function IsOtp(message = 'Enter a 6-digit OTP'): PropertyDecorator {
  return applyDecorators(IsString({ message }), Matches(/^[0-9]{6}$/, { message }));
}
