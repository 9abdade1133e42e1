import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How often the users the user list searches and orders have changed: one row, raised once per
 * transaction that adds or removes a user or changes a column the list matches, narrows or sorts
 * by (name, mobile, designation, status, level, place, created_at), by the deferred constraint
 * trigger `trg_users_list_version` (at commit, when the transaction already holds its users'
 * rows, so two transactions cannot wait on each other through it), and by a TRUNCATE. It only
 * goes up: the user search keeps a query's matching ids while it is unchanged
 * (UsersDirectory.searchedPage). A login's last_login_at does not move it.
 */
@Entity('user_list_version')
@Check('chk_user_list_version_one', 'id = 1')
export class UserListVersion {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'bigint', default: 0 })
  version: string;

  /** The transaction (txid_current()) that last raised it: the later rows of that transaction leave it alone. */
  @Column({ type: 'bigint', nullable: true })
  raised_by: string | null;
}
