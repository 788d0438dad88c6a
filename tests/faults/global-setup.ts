// Once per fault-test run: the PostgreSQL the tests use. TEST_DATABASE_URL when set (CI's);
// otherwise a throwaway cluster started here and removed at the end. The tests read
// FAULTS_DATABASE_URL (an admin URL: they create a database each) and, for a cluster of their
// own, FAULTS_PG_CLUSTER (to stop and start it).
import { existsSync } from "node:fs";
import pg from "pg";
import { clusterUrl, removeCluster, startCluster } from "./postgres";

export default async function setup() {
  if (!existsSync("build/server/index.js")) {
    throw new Error("The fault tests run the built server: run `npm run build` first (`npm test` builds too).");
  }
  delete process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    try {
      await client.connect();
      await client.query("select 1");
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer there: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
    process.env.FAULTS_DATABASE_URL = process.env.TEST_DATABASE_URL;
    delete process.env.FAULTS_PG_CLUSTER;
    return;
  }
  const cluster = await startCluster();
  process.env.FAULTS_DATABASE_URL = clusterUrl(cluster);
  process.env.FAULTS_PG_CLUSTER = JSON.stringify(cluster);
  console.log(`PostgreSQL for the fault tests at ${process.env.FAULTS_DATABASE_URL} (${cluster.bin})`);
  return () => removeCluster(cluster);
}
