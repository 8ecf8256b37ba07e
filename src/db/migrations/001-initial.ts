import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Dialect-neutral on purpose (integer, text; no JSON or autoincrement types) so the same
// migration runs on SQLite and PostgreSQL. Ids come from the importer.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Text compares and sorts by its bytes on both databases: SQLite does so by default (BINARY);
  // PostgreSQL would follow the database's locale, where en-US puts 'BOT_A' after 'BOTANY'.
  const text = isPostgres(db) ? sql`text collate "C"` : 'text';

  await db.schema
    .createTable('departments')
    .addColumn('dept_code', text, (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('dept_name', text, (c) => c.notNull())
    .addColumn('dept_name_as', text, (c) => c.notNull())
    .addColumn('stream', text, (c) => c.notNull())
    .addColumn('banner', text)
    .addColumn('department_about', text, (c) => c.notNull())
    .addColumn('vision', text, (c) => c.notNull())
    .addColumn('courses', text, (c) => c.notNull())
    .addColumn('contact_details', text, (c) => c.notNull())
    .addColumn('online_classes', text, (c) => c.notNull())
    .addColumn('activity', text, (c) => c.notNull())
    .addColumn('gallery', text, (c) => c.notNull())
    .addColumn('facilities', text, (c) => c.notNull())
    .addColumn('estd', 'integer')
    .addColumn('examination_system', text, (c) => c.notNull())
    .addColumn('profile', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('departments_order')
    .on('departments')
    .columns(['sort_order'])
    .execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('dept_code', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('date', text, (c) => c.notNull())
    .addColumn('link', text)
    .addColumn('is_new', 'integer', (c) => c.notNull())
    .addColumn('upload_info', text, (c) => c.notNull())
    .execute();
  // Serves every notice lookup: latest by type, by type and year (a date range), upcoming events.
  await db.schema
    .createIndex('notices_type_dept_date')
    .on('notices')
    .columns(['type', 'dept_code', 'date'])
    .execute();

  await db.schema
    .createTable('employees')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('dept_code', text, (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('designation', text, (c) => c.notNull())
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('phone', text, (c) => c.notNull())
    .addColumn('mobile', text, (c) => c.notNull())
    .addColumn('dp', text, (c) => c.notNull())
    .addColumn('live_now', 'integer', (c) => c.notNull())
    .addColumn('home_dept_code', text, (c) => c.notNull())
    .addColumn('profile', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('employees_dept_type_order')
    .on('employees')
    .columns(['dept_code', 'type', 'sort_order'])
    .execute();

  await db.schema
    .createTable('governing_body')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('phone', text, (c) => c.notNull())
    .addColumn('email', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('committees')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('members', text, (c) => c.notNull())
    .addColumn('objectives', text, (c) => c.notNull())
    .addColumn('tasks', text, (c) => c.notNull())
    .addColumn('minutes', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('committees_order')
    .on('committees')
    .columns(['sort_order'])
    .execute();

  await db.schema
    .createTable('iqac_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('types', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('iqac_subgroups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('criterion', text, (c) => c.notNull())
    .addColumn('metric_question', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('iqac_subgroups_group_type')
    .on('iqac_subgroups')
    .columns(['group_id', 'type', 'id'])
    .execute();
  await db.schema
    .createTable('iqac_subsubgroups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('subgroup_id', 'integer', (c) => c.notNull())
    .addColumn('sr_no', text, (c) => c.notNull())
    .addColumn('metric_question', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('iqac_subsubgroups_subgroup')
    .on('iqac_subsubgroups')
    .columns(['subgroup_id', 'id'])
    .execute();
  await db.schema
    .createTable('iqac_files')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('subsubgroup_id', 'integer', (c) => c.notNull())
    .addColumn('sr_no', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('upload_info', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('iqac_files_subsubgroup')
    .on('iqac_files')
    .columns(['subsubgroup_id', 'id'])
    .execute();

  await db.schema
    .createTable('department_files')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('dept_code', text, (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('date', text)
    .addColumn('upload_info', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('department_files_dept_type')
    .on('department_files')
    .columns(['dept_code', 'type', 'id'])
    .execute();

  await db.schema
    .createTable('alumni')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('dept_code', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('batch', text, (c) => c.notNull())
    .addColumn('current_profession', text, (c) => c.notNull())
    .addColumn('qualification', text, (c) => c.notNull())
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('phone', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alumni_dept').on('alumni').columns(['dept_code', 'batch']).execute();

  await db.schema
    .createTable('gallery_albums')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('dept_code', text, (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('caption', text, (c) => c.notNull())
    .addColumn('upload_info', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gallery_albums_dept_type')
    .on('gallery_albums')
    .columns(['dept_code', 'type', 'id'])
    .execute();

  await db.schema
    .createTable('important_files')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('upload_info', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('holidays')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('start_date', text, (c) => c.notNull())
    .addColumn('end_date', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('upload_info', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('holidays_dates')
    .on('holidays')
    .columns(['start_date', 'end_date'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('value', text, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings',
    'holidays',
    'important_files',
    'gallery_albums',
    'alumni',
    'department_files',
    'iqac_files',
    'iqac_subsubgroups',
    'iqac_subgroups',
    'iqac_groups',
    'committees',
    'governing_body',
    'employees',
    'notices',
    'departments',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
