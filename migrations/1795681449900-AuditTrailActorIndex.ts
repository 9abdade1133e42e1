import { MigrationInterface, QueryRunner } from "typeorm";

export class AuditTrailActorIndex1795681449900 implements MigrationInterface {
    name = 'AuditTrailActorIndex1795681449900'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "idx_audit_trail_actor" ON "audit_trail"  ("actor_user_id", "at") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_audit_trail_actor"`);
    }

}
