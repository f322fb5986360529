import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productReviews } from './tables.ts';

export type ReviewRow = typeof productReviews.$inferSelect;

/** A product's reviews, newest first. */
export async function listReviews(db: Db, productId: number, limit = 100): Promise<ReviewRow[]> {
  return db
    .select()
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit);
}

export async function addReview(
  db: Db,
  review: {
    productId: number;
    customerId: string | null;
    author: string;
    email: string;
    rating: number | null;
    content: string;
  },
): Promise<ReviewRow> {
  const [row] = await db.insert(productReviews).values(review).returning();
  return row!;
}
