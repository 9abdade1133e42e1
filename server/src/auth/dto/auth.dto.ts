import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsMobile, IsOtp } from '../../common/validation/auth-fields.js';

export class SignRequestOtpDto {
  @IsMobile()
  mobile: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(20, { message: 'Password must be at most 20 characters' })
  password: string;
}

export class SignRequestLoginDto {
  @IsMobile()
  mobile: string;

  @IsOtp()
  otp: string;
}

export class RegistrationOtpRequestDto {
  @IsString({ message: 'Mobile number must be exactly 10 digits.' })
  @Matches(/^[0-9]{10}$/, { message: 'Mobile number must be exactly 10 digits.' })
  mobile_number: string;

  @IsString({ message: 'Invalid email format.' })
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Invalid email format.' })
  @MaxLength(254, { message: 'Invalid email format.' })
  email: string;

  @IsString({ message: 'KGID/PAN is required.' })
  @Matches(/[A-Za-z0-9]/, { message: 'KGID/PAN is required.' })
  kgid_pan: string;
}

export class RegistrationOtpVerifyDto {
  @IsString({ message: 'Mobile number must be exactly 10 digits.' })
  @Matches(/^[0-9]{10}$/, { message: 'Mobile number must be exactly 10 digits.' })
  mobile_number: string;

  @IsOptional()
  @IsString()
  email?: string;

  @IsString({ message: 'Please enter a valid 6-digit mobile OTP.' })
  @Matches(/^[0-9]{6}$/, { message: 'Please enter a valid 6-digit mobile OTP.' })
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

  @IsString({ message: 'Password must be at least 6 characters and include 1 letter & 1 number.' })
  @MaxLength(20, { message: 'Password must be at most 20 characters.' })
  new_password: string;
}

export class SelectRoleDto {
  @IsOptional()
  currentRole?: unknown;
}
