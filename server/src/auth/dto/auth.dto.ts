import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsMobile, IsOtp } from '../../common/validation/auth-fields.js';
import { LANGUAGES, type Language, msg, rule } from '../../common/messages/index.js';

export class SignRequestOtpDto {
  @IsMobile()
  mobile: string;

  @IsString(rule('PASSWORD_REQUIRED'))
  @IsNotEmpty(rule('PASSWORD_REQUIRED'))
  @MaxLength(20, rule('PASSWORD_MAX_20'))
  password: string;
}

export class SignRequestLoginDto {
  @IsMobile()
  mobile: string;

  @IsOtp()
  otp: string;
}

export class RegistrationOtpRequestDto {
  @IsString(rule('MOBILE_TEN_DIGITS'))
  @Matches(/^[0-9]{10}$/, rule('MOBILE_TEN_DIGITS'))
  mobile_number: string;

  @IsString(rule('EMAIL_INVALID'))
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, rule('EMAIL_INVALID'))
  @MaxLength(254, rule('EMAIL_INVALID'))
  email: string;

  @IsString(rule('KGID_PAN_REQUIRED'))
  @Matches(/[A-Za-z0-9]/, rule('KGID_PAN_REQUIRED'))
  kgid_pan: string;

  /** The language of the OTP SMS; the request's Accept-Language when absent. */
  @IsOptional()
  @IsIn(LANGUAGES, rule('LANGUAGE_INVALID'))
  language?: Language;
}

export class RegistrationOtpVerifyDto {
  @IsString(rule('MOBILE_TEN_DIGITS'))
  @Matches(/^[0-9]{10}$/, rule('MOBILE_TEN_DIGITS'))
  mobile_number: string;

  @IsOptional()
  @IsString()
  email?: string;

  @IsString(rule('MOBILE_OTP_FORMAT'))
  @Matches(/^[0-9]{6}$/, rule('MOBILE_OTP_FORMAT'))
  otp_mobile: string;

  @IsOptional()
  @IsString()
  otp_email?: string;
}

/** Every field is checked by the ordered rules of spec 1 §5 (registration-rules.ts), not here. */
export class RegisterDto {
  @IsOptional() name?: unknown;
  @IsOptional() email?: unknown;
  @IsOptional() mobile_number?: unknown;
  @IsOptional() kgid_pan?: unknown;
  @IsOptional() designation?: unknown;
  @IsOptional() password?: unknown;
  @IsOptional() confirmPassword?: unknown;
  @IsOptional() officer_level?: unknown;
  @IsOptional() state_code?: unknown;
  @IsOptional() district_code?: unknown;
  @IsOptional() block_code?: unknown;
  @IsOptional() panchayat_code?: unknown;
  /** The new officer's language; the request's Accept-Language when absent. */
  @IsOptional()
  @IsIn(LANGUAGES, rule('LANGUAGE_INVALID'))
  language?: Language;
}

export class SendResetOtpDto {
  @IsMobile()
  mobile_number: string;
}

export class VerifyResetOtpDto {
  @IsMobile()
  mobile_number: string;

  @IsOtp()
  otp: string;
}

export class ResetPasswordDto {
  @IsMobile()
  mobile_number: string;

  @IsString(rule('RESET_PASSWORD_RULE'))
  @MaxLength(20, rule(msg('PASSWORD_MAX', { max: 20 })))
  new_password: string;
}

export class SelectRoleDto {
  @IsOptional()
  currentRole?: unknown;
}

export class PreferencesDto {
  @IsIn(LANGUAGES, rule('LANGUAGE_INVALID'))
  language: Language;
}
