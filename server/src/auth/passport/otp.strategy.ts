import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SignRequestLoginDto } from '../dto/auth.dto.js';
import { LoginService } from '../login.service.js';
import { AppStrategy } from './app-strategy.js';
import { bodyOf } from './request-body.js';

/** Whom the one-time code signed in. */
export interface CodeChecked {
  userId: number;
}

/**
 * Sign-in's second step (POST /auth/sign-request-login): the one-time code sent to the mobile
 * (LoginService.verifyOtp). The route then starts the session (SessionStore.start).
 */
@Injectable()
export class OtpStrategy extends AppStrategy<CodeChecked>('otp') {
  constructor(private readonly login: LoginService) {
    super();
  }

  async validate(req: FastifyRequest): Promise<CodeChecked> {
    const { mobile, otp } = await bodyOf(req, SignRequestLoginDto);
    return { userId: await this.login.verifyOtp(mobile, otp) };
  }
}
