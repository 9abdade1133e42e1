import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { DepartmentRef } from '../../roles/roles.service.js';
import { FtoRoleMapping } from '../entities/fto-role-mapping.entity.js';
import { FtoSchedule } from '../entities/fto-schedule.entity.js';

/** Serialises saves of the mapping (delete and insert of a department's rows). */
const MAPPING_LOCK = 'fto_role_mappings';

/** The level a role is mapped to, as levelOfRole's statement answers it (level null when mapped nowhere). */
export interface RoleLevelRow {
  level: number | null;
  departments: DepartmentRef[];
  agencies: string[];
}

/** A role-to-level mapping row to write. */
export interface NewMapping {
  department_id: number;
  role_id: number;
  level: number;
  created_by: number;
}

/**
 * The SQL of verification cycles (fto_schedules) and the role-to-level mapping
 * (fto_role_mappings). Methods taking an EntityManager run in the caller's transaction.
 */
@Injectable()
export class SchedulesRepository {
  constructor(
    @InjectRepository(FtoSchedule) private readonly schedules: Repository<FtoSchedule>,
    @InjectRepository(FtoRoleMapping) private readonly mappingRows: Repository<FtoRoleMapping>,
    private readonly dataSource: DataSource,
  ) {}

  /** Every cycle. */
  findAllSchedules(): Promise<FtoSchedule[]> {
    return this.schedules.find();
  }

  /** Inserts a new cycle in the caller's transaction; answers it as saved. */
  insertSchedule(em: EntityManager, columns: Partial<FtoSchedule>): Promise<FtoSchedule> {
    const repo = em.getRepository(FtoSchedule);
    return repo.save(repo.create(columns));
  }

  /** A cycle locked for update in the caller's transaction, or null. */
  findScheduleForUpdate(em: EntityManager, id: number): Promise<FtoSchedule | null> {
    return em.getRepository(FtoSchedule).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Writes a cycle's row as given in the caller's transaction; answers it as saved. */
  saveSchedule(em: EntityManager, row: FtoSchedule): Promise<FtoSchedule> {
    return em.getRepository(FtoSchedule).save(row);
  }

  /** The cycle whose window is the given range ([from, to): a constraint's detail), or null. */
  findScheduleByWindow(from: string, to: string): Promise<FtoSchedule | null> {
    return this.schedules
      .createQueryBuilder('s')
      .where(`daterange(s.schedule_start, s.schedule_end, '[]') = daterange(CAST(:from AS date), CAST(:to AS date), '[)')`, {
        from,
        to,
      })
      .getOne();
  }

  /**
   * The cycle officers work in today: the open one, else the next to come, else the latest.
   * `today` is YYYY-MM-DD.
   */
  findCurrentCycle(today: string): Promise<FtoSchedule | null> {
    return this.schedules
      .createQueryBuilder('s')
      .orderBy(`CASE WHEN :today BETWEEN s.schedule_start AND s.schedule_end THEN 0 WHEN s.schedule_start > :today THEN 1 ELSE 2 END`)
      .addOrderBy(`CASE WHEN s.schedule_start > :today THEN s.schedule_start END`, 'ASC')
      .addOrderBy('s.schedule_start', 'DESC')
      .setParameter('today', today)
      .getOne();
  }

  /** Every mapping row, by id. */
  findAllMappings(): Promise<FtoRoleMapping[]> {
    return this.mappingRows.find({ order: { id: 'ASC' } });
  }

  /** Mapping rows of a role, by level and department. */
  findMappingsOfRole(roleId: number): Promise<FtoRoleMapping[]> {
    return this.mappingRows.find({ where: { role_id: roleId }, order: { level: 'ASC', department_id: 'ASC' } });
  }

  /** Takes the mapping's lock to the end of the caller's transaction (saves of the mapping take turns). */
  async lockMappings(em: EntityManager): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MAPPING_LOCK]);
  }

  /** A department's mapping rows, in the caller's transaction. */
  findMappingsOfDepartment(em: EntityManager, departmentId: number): Promise<FtoRoleMapping[]> {
    return em.getRepository(FtoRoleMapping).find({ where: { department_id: departmentId } });
  }

  /** Deletes a department's mapping rows, in the caller's transaction. */
  async deleteMappingsOfDepartment(em: EntityManager, departmentId: number): Promise<void> {
    await em.getRepository(FtoRoleMapping).delete({ department_id: departmentId });
  }

  /** Inserts mapping rows, in the caller's transaction. */
  async insertMappings(em: EntityManager, rows: NewMapping[]): Promise<void> {
    await em.getRepository(FtoRoleMapping).insert(rows);
  }

  /**
   * The level a role is mapped to (its lowest, if several), the departments mapped to it at that
   * level and the names of those departments' implementing agencies, in one statement; undefined
   * when the statement answers no row.
   */
  async findLevelOfRole(roleId: number): Promise<RoleLevelRow | undefined> {
    const [row]: RoleLevelRow[] = await this.dataSource.query(
      `WITH m AS (SELECT level, department_id FROM fto_role_mappings WHERE role_id = $1),
            l AS (SELECT min(level) AS level FROM m),
            d AS (SELECT d.id, d.department_code, d.department_name, d.department_name_kn, d.levels
                    FROM departments d WHERE d.id IN (SELECT m.department_id FROM m, l WHERE m.level = l.level))
       SELECT l.level,
              coalesce((SELECT json_agg(json_build_object('id', d.id, 'department_code', d.department_code,
                                                          'department_name', d.department_name, 'department_name_kn', d.department_name_kn,
                                                          'levels', d.levels) ORDER BY d.id)
                          FROM d), '[]') AS departments,
              coalesce((SELECT json_agg(DISTINCT a.imp_name ORDER BY a.imp_name)
                          FROM implementing_agencies a WHERE a.department_code IN (SELECT department_code FROM d)), '[]') AS agencies
         FROM l`,
      [roleId],
    );
    return row;
  }
}
