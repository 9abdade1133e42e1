import { MigrationInterface, QueryRunner } from "typeorm";

export class UserListVersion1795744056409 implements MigrationInterface {
    name = 'UserListVersion1795744056409'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "user_list_version" ("id" smallint NOT NULL, "version" bigint NOT NULL DEFAULT '0', "raised_by" bigint, CONSTRAINT "chk_user_list_version_one" CHECK (id = 1), CONSTRAINT "PK_e9338bb7b6932c1d972236eaba5" PRIMARY KEY ("id"))`);
        // Hand-written: the one row, and what raises it. Row events are deferred to the commit and
        // raise it once per transaction (the later rows find it raised by their own transaction):
        // by then the transaction holds every users row it changes, so the version row is the last
        // lock it takes and two transactions cannot deadlock through it. Only the columns the user
        // list matches, narrows or sorts by: a login's last_login_at leaves it alone.
        await queryRunner.query(`INSERT INTO user_list_version (id, version) VALUES (1, 0)`);
        await queryRunner.query(`CREATE FUNCTION user_list_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_list_version SET version = version + 1, raised_by = txid_current()
   WHERE id = 1 AND raised_by IS DISTINCT FROM txid_current();
  RETURN NULL;
END $$`);
        await queryRunner.query(`CREATE CONSTRAINT TRIGGER trg_users_list_version
            AFTER INSERT OR DELETE OR UPDATE OF name, mobile_number, designation, status, officer_level, district_code, block_code, panchayat_code, created_at
            ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_list_version_raise()`);
        await queryRunner.query(
            `CREATE TRIGGER trg_users_list_version_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION user_list_version_raise()`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER trg_users_list_version_truncate ON users`);
        await queryRunner.query(`DROP TRIGGER trg_users_list_version ON users`);
        await queryRunner.query(`DROP FUNCTION user_list_version_raise()`);
        await queryRunner.query(`DROP TABLE "user_list_version"`);
    }

}
