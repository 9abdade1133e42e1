import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SignRequestOtpDto } from '../dto/auth.dto.js';
import { LoginService, type PasswordChecked } from '../login.service.js';
import { AppStrategy } from './app-strategy.js';
import { bodyOf } from './request-body.js';

/**
 * Sign-in's first step (POST /auth/sign-request-otp): the mobile number and password, with the
 * throttles and the lock-out of LoginService.checkPassword. The password alone signs no one in:
 * the route then sends the one-time code.
 */
@Injectable()
export class PasswordStrategy extends AppStrategy<PasswordChecked>('password') {
  constructor(private readonly login: LoginService) {
    super();
  }

  async validate(req: FastifyRequest): Promise<PasswordChecked> {
    const { mobile, password } = await bodyOf(req, SignRequestOtpDto);
    return this.login.checkPassword(mobile, password, req.ip ?? '');
  }
}
