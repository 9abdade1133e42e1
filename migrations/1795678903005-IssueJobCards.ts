import { MigrationInterface, QueryRunner } from "typeorm";

export class IssueJobCards1795678903005 implements MigrationInterface {
    name = 'IssueJobCards1795678903005'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "sa_issue_job_cards" ("issue_id" integer NOT NULL, "sno" integer NOT NULL, "jobcard_number" character varying(40) NOT NULL, "household_member_name" character varying(200), CONSTRAINT "PK_294f89a889a9dc68b371d40ed08" PRIMARY KEY ("issue_id", "sno"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_sa_issue_job_cards_number" ON "sa_issue_job_cards"  ("issue_id", "jobcard_number") `);
        await queryRunner.query(`ALTER TABLE "sa_issue_job_cards" ADD CONSTRAINT "FK_53e0681e8272209d40f1a86989c" FOREIGN KEY ("issue_id") REFERENCES "sa_issues"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "sa_issue_job_cards" DROP CONSTRAINT "FK_53e0681e8272209d40f1a86989c"`);
        await queryRunner.query(`DROP INDEX "public"."uq_sa_issue_job_cards_number"`);
        await queryRunner.query(`DROP TABLE "sa_issue_job_cards"`);
    }

}
