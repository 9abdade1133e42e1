import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SaAccountStatement } from '../entities/account-statement.entity.js';

/** The SQL of the recovery account's yearly statements (sa_account_statements). */
@Injectable()
export class AccountStatementsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every stored statement. */
  allStatements(): Promise<SaAccountStatement[]> {
    return this.dataSource.getRepository(SaAccountStatement).find();
  }

  /** Stores a year's statement in one statement (none when the year has one): the row, or undefined. */
  async insertStatement(em: EntityManager, year: string, url: string, userId: number): Promise<SaAccountStatement | undefined> {
    const inserted: SaAccountStatement[] = await em.query(
      `INSERT INTO sa_account_statements (year, url, updated_by) VALUES ($1, $2, $3)
         ON CONFLICT (year) DO NOTHING RETURNING year, url, updated_at`,
      [year, url, userId],
    );
    return inserted[0];
  }

  /** A year's statement link, its row locked until the caller's transaction ends; undefined when none. */
  async statementUrlForUpdate(em: EntityManager, year: string): Promise<{ url: string } | undefined> {
    const [before] = await em.query<{ url: string }[]>('SELECT url FROM sa_account_statements WHERE year = $1 FOR UPDATE', [year]);
    return before;
  }

  /** Changes a year's statement link. */
  async updateStatement(em: EntityManager, year: string, url: string, userId: number): Promise<SaAccountStatement> {
    const [row] = await em.query<SaAccountStatement[]>(
      `UPDATE sa_account_statements SET url = $2, updated_by = $3, updated_at = now() WHERE year = $1 RETURNING year, url, updated_at`,
      [year, url, userId],
    );
    return row;
  }
}
