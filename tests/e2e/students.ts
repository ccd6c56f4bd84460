/** A student who can sign in, for the browser tests: the user (verified), the Mahasiswa role and the mahasiswa row. */
import { hashPassword } from '../../server/auth/password';
import type { Db } from '../../server/db';

export interface E2eStudent {
  email: string;
  password: string;
  nim: string;
  nama: string;
}

export async function addStudent(
  db: Db,
  student: E2eStudent,
  place: { pt_id: number | string; acara_id: number | string },
): Promise<void> {
  const user = await db
    .insertInto('users')
    .values({
      name: student.nama,
      email: student.email,
      nim: student.nim,
      password_hash: await hashPassword(student.password),
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'Mahasiswa')
    .executeTakeFirstOrThrow();
  await db.insertInto('role_user').values({ user_id: user.id, role_id: role.id, position: 0 }).execute();
  await db
    .insertInto('mahasiswa')
    .values({
      user_id: user.id,
      pt_id: Number(place.pt_id),
      acara_id: Number(place.acara_id),
      nim: student.nim,
      nama: student.nama,
      email: student.email,
    })
    .execute();
}
