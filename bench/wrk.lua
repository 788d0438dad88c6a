-- wrk script for the bench. Always: print a machine-readable summary (one line starting with
-- BENCH_JSON) so the bench does not parse wrk's human output.
-- With BENCH_SPREAD set too, each sign-up names a client address of its own in X-Forwarded-For
-- (the site trusts its loopback proxy in the bench), as posts from many visitors would.
-- With BENCH_NEWSLETTER set: every request is a JSON newsletter sign-up with an address unique
-- across threads (thread id), requests (per-thread counter) and runs (BENCH_RUN_ID), so each one
-- is a real save (a repeated address would answer 409); responses other than 201 are counted.
-- With BENCH_JUNK set: every request is a form post a bot might send (missing or unknown fields,
-- a JSON list, broken JSON) to one of the four form paths; answers other than 400 and 422 are
-- counted. BENCH_DELAY_MS: each connection waits that long after an answer before its next
-- request, which paces wrk (rate ≈ connections × 1000 / (delay + latency)).

local threads = {}
local newsletter = os.getenv("BENCH_NEWSLETTER") ~= nil
local junk = os.getenv("BENCH_JUNK") ~= nil
local delay_ms = tonumber(os.getenv("BENCH_DELAY_MS") or "")
local spread = os.getenv("BENCH_SPREAD") ~= nil

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

if newsletter then
  function init(args)
    counter = 0
    not_created = 0
    run_id = os.getenv("BENCH_RUN_ID") or tostring(math.random(1, 1e9))
    headers = { ["Content-Type"] = "application/json", ["Host"] = wrk.headers["Host"] }
  end

  function request()
    counter = counter + 1
    local body = string.format('{"email":"bench-%s-t%d-%d@example.com"}', run_id, thread_id, counter)
    if spread then
      -- Every post from a client of its own, named as a proxy in front would name it.
      headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", thread_id, math.floor(counter / 256) % 256, counter % 256)
    end
    return wrk.format("POST", wrk.path, headers, body)
  end

  function response(status, headers, body)
    if status ~= 201 then not_created = not_created + 1 end
  end
end

if junk then
  local bodies = {
    '{"email":"x"}',
    '{"firstName":"a","lastName":"b","email":"not-an-address","subject":"","message":""}',
    '{"name":"buy now","url":"https://spam.example","comment":"cheap"}',
    '[1,2,3]',
    '{not json',
  }
  local paths = { "/contact", "/book-demo", "/newsletter", "/services/ai-training" }

  function init(args)
    counter = 0
    not_refused = 0
    headers = { ["Content-Type"] = "application/json", ["Host"] = wrk.headers["Host"] }
  end

  function request()
    counter = counter + 1
    return wrk.format("POST", paths[counter % #paths + 1], headers, bodies[counter % #bodies + 1])
  end

  function response(status, headers, body)
    if status ~= 400 and status ~= 422 then not_refused = not_refused + 1 end
  end
end

if delay_ms then
  function delay()
    return delay_ms
  end
end

function done(summary, latency, requests)
  local not_created_total = 0
  local not_refused_total = 0
  for _, thread in ipairs(threads) do
    not_created_total = not_created_total + (thread:get("not_created") or 0)
    not_refused_total = not_refused_total + (thread:get("not_refused") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"meanUs":%.1f,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"notCreated":%s,"notRefused":%s}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    e.connect, e.read, e.write, e.status, e.timeout,
    newsletter and tostring(not_created_total) or "null", junk and tostring(not_refused_total) or "null"))
end
