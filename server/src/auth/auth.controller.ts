import { Body, Controller, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CurrentPrincipal,
  principalOfRequest,
  resolveCurrentRole,
  roleChoiceOf,
  type AuthedRequest,
} from '../common/auth/current.decorators.js';
import type { Principal } from '../common/auth/principal.js';
import { Public } from '../common/auth/public.decorator.js';
import { SchedulesService, type FtoContext } from '../schedules/schedules.service.js';
import {
  RegisterDto,
  RegistrationOtpRequestDto,
  RegistrationOtpVerifyDto,
  PreferencesDto,
  ResetPasswordDto,
  SelectRoleDto,
  SendResetOtpDto,
  SignRequestLoginDto,
  SignRequestOtpDto,
  VerifyResetOtpDto,
} from './dto/auth.dto.js';
import { LoginService, type PasswordChecked } from './login.service.js';
import type { CodeChecked } from './passport/otp.strategy.js';
import { OtpGuard, PasswordGuard, type SignInRequest } from './passport/sign-in.guards.js';
import { PasswordResetService } from './password-reset.service.js';
import { PrincipalService } from './principal.service.js';
import { RegistrationService } from './registration.service.js';
import { SessionStore } from './session.js';
import { languageOfHeader, msg, ok } from '../common/messages/index.js';

/** The spec's /auth calls for sign-in, session, registration and forgot-password. */
/** GET /api/auth/me: the session's officer, permissions and roles, and the FTO context of today. */
export type MeAnswer = ReturnType<typeof ok> & Principal & { language: Principal['user']['language']; fto: FtoContext };

@Controller('auth')
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly registration: RegistrationService,
    private readonly reset: PasswordResetService,
    private readonly principals: PrincipalService,
    private readonly schedules: SchedulesService,
    private readonly sessions: SessionStore,
  ) {}

  /** Sign-in's first step: PasswordStrategy checks the password (PasswordGuard), then the code is sent. */
  @Public()
  @UseGuards(PasswordGuard)
  @Post('sign-request-otp')
  @HttpCode(200)
  async signRequestOtp(@Body() _dto: SignRequestOtpDto, @Req() req: SignInRequest<PasswordChecked>) {
    await this.login.sendOtp(req.signIn, req.ip ?? '', languageOfHeader(req.headers['accept-language']));
    return ok('OTP_SENT');
  }

  /** Sign-in's second step: OtpStrategy checks the one-time code (OtpGuard), then the session starts. */
  @Public()
  @UseGuards(OtpGuard)
  @Post('sign-request-login')
  @HttpCode(200)
  async signRequestLogin(
    @Body() _dto: SignRequestLoginDto,
    @Req() req: SignInRequest<CodeChecked>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { userId } = req.signIn;
    await this.sessions.start(req, reply, userId);
    const [principal, fto] = await Promise.all([this.principals.load(userId), this.schedules.ftoContext()]);
    const { user, roles, permissions } = principal!;
    return { ...ok('LOGIN_SUCCESS'), data: { user, roles, permissions, fto } };
  }

  /**
   * The session (spec 1 §7), with the FTO context of spec 2 §3: role mappings and cycles (kept by
   * SchedulesService while their change version, read with the session row, holds).
   */
  @Get('me')
  async me(@Req() req: AuthedRequest): Promise<MeAnswer> {
    // The principal from the request, not a pipeable @CurrentPrincipal(): this call comes with every page.
    const { user, permissions, roles } = principalOfRequest(req);
    const fto = await this.schedules.ftoContext(req.ftoContextVersion);
    return { ...ok(), language: user.language, user, permissions, roles, fto };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(req, reply);
    return ok('LOGGED_OUT');
  }

  /**
   * A role switch: the choice is checked and kept in the session, so calls that name no
   * currentRole act as it. Calls that name one are checked the same way each time.
   */
  @Post('select-role')
  @HttpCode(200)
  async selectRole(@Body() dto: SelectRoleDto, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest) {
    const role = resolveCurrentRole(principal, dto.currentRole);
    await this.sessions.update(req, { selectedRole: roleChoiceOf(role) });
    return { ...ok(msg('ROLE_SELECTED', { role: role.Role_name })), role };
  }

  @Public()
  @Post('request-otp')
  @HttpCode(200)
  async requestOtp(@Body() dto: RegistrationOtpRequestDto, @Req() req: FastifyRequest) {
    const language = dto.language ?? languageOfHeader(req.headers['accept-language']);
    const { token, sent } = await this.registration.requestOtp(dto.mobile_number, dto.email, dto.kgid_pan, req.ip ?? '', language);
    return { ...ok(sent), token };
  }

  @Public()
  @Post('verify-otp-reg')
  @HttpCode(200)
  async verifyOtpReg(@Body() dto: RegistrationOtpVerifyDto) {
    await this.registration.verifyOtp(dto.mobile_number, dto.email, dto.otp_mobile, dto.otp_email);
    return ok('MOBILE_VERIFIED');
  }

  @Public()
  @Post('register')
  async register(@Body() dto: RegisterDto, @Req() req: FastifyRequest) {
    await this.registration.register(dto, req.ip ?? '', dto.language ?? languageOfHeader(req.headers['accept-language']));
    return ok('REGISTERED');
  }

  @Public()
  @Post('send-otp')
  @HttpCode(200)
  async sendOtp(@Body() dto: SendResetOtpDto, @Req() req: FastifyRequest) {
    await this.reset.sendOtp(dto.mobile_number, req.ip ?? '', languageOfHeader(req.headers['accept-language']));
    return ok('RESET_OTP_SENT');
  }

  @Public()
  @Post('verify-otp-fp')
  @HttpCode(200)
  async verifyOtpFp(@Body() dto: VerifyResetOtpDto) {
    await this.reset.verifyOtp(dto.mobile_number, dto.otp);
    return ok('OTP_VERIFIED');
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() dto: ResetPasswordDto) {
    await this.reset.reset(dto.mobile_number, dto.new_password);
    return ok('PASSWORD_UPDATED');
  }

  /** The officer's own preferences: the language of the portal and of the SMS sent to them. */
  @Put('me/preferences')
  async savePreferences(@Body() dto: PreferencesDto, @CurrentPrincipal() principal: Principal) {
    await this.principals.setLanguage(principal.user.id, dto.language);
    return { ...ok('PREFERENCES_SAVED'), language: dto.language };
  }
}
