-- wrk script for the bench. Always: print a machine-readable summary (one line starting with
-- BENCH_JSON) so the bench does not parse wrk's human output.
-- With BENCH_NEWSLETTER set: every request is a JSON newsletter sign-up with an address unique
-- across threads (thread id), requests (per-thread counter) and runs (BENCH_RUN_ID), so each one
-- is a real save (a repeated address would answer 409); responses other than 201 are counted.

local threads = {}
local newsletter = os.getenv("BENCH_NEWSLETTER") ~= nil

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
    return wrk.format("POST", wrk.path, headers, body)
  end

  function response(status, headers, body)
    if status ~= 201 then not_created = not_created + 1 end
  end
end

function done(summary, latency, requests)
  local not_created_total = 0
  for _, thread in ipairs(threads) do
    not_created_total = not_created_total + (thread:get("not_created") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"meanUs":%.1f,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"notCreated":%s}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    e.connect, e.read, e.write, e.status, e.timeout,
    newsletter and tostring(not_created_total) or "null"))
end
