import { Module } from '@nestjs/common';
import { ThrottleModule } from '../auth/throttle/throttle.module.js';
import { ReconciliationController } from './reconciliation.controller.js';
import { ReconciliationService } from './reconciliation.service.js';
import { ReconciliationRepository } from './repositories/reconciliation.repository.js';

/**
 * Reconciliation (issue 29 items 3-4): what the MIS changed (mis_history, written by the
 * scraper's loads) after a work's verification record was submitted. fto asks it for the flags
 * of the level n+1 list and dialog; it reads fto's records and the mirror, and writes nothing.
 */
@Module({
  imports: [ThrottleModule],
  controllers: [ReconciliationController],
  providers: [ReconciliationRepository, ReconciliationService],
  exports: [ReconciliationService],
})
export class ReconciliationModule {}
