-- wrk script for `make bench`. From the environment:
--   BENCH_PATHS  paths to request in turn, space-separated
--   BENCH_BODY   a form body to POST; each request appends its own nonce, 32 hex digits as a
--                page makes them: "beef", then BENCH_RUN's number, the thread's and the request's
-- Headers (cookies, Accept-Encoding, ...) come from wrk's -H. done() prints one line:
--   BENCH {"sent": ..., "statuses": {"200": ...}}

local paths = {}
for path in string.gmatch(os.getenv("BENCH_PATHS") or "/", "%S+") do paths[#paths + 1] = path end
local body = os.getenv("BENCH_BODY")
local part = tonumber((os.getenv("BENCH_RUN") or ""):match("%d+$") or "0")
local threads = {}
if body then wrk.headers["Content-Type"] = "application/x-www-form-urlencoded" end
sent, statuses, tid = 0, {}, 0

function setup(thread)
  thread:set("tid", #threads + 1)
  threads[#threads + 1] = thread
end

function request()
  sent = sent + 1
  local path = paths[(sent - 1) % #paths + 1]
  if body then
    local nonce = string.format("beef%04x%04x%020x", part, tid, sent)
    return wrk.format("POST", path, nil, body .. "&nonce=" .. nonce)
  end
  return wrk.format("GET", path)
end

function response(status, headers, _)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, _)
  local total_sent, counts = 0, {}
  for _, thread in ipairs(threads) do
    total_sent = total_sent + thread:get("sent")
    for status, n in pairs(thread:get("statuses")) do counts[status] = (counts[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(counts) do parts[#parts + 1] = string.format('"%d": %d', status, n) end
  local e = summary.errors
  io.write(string.format('BENCH {"sent": %d, "answered": %d, "seconds": %.6f, "errors": %d, ' ..
    '"p50_ms": %.3f, "p95_ms": %.3f, "statuses": {%s}}\n', total_sent, summary.requests,
    summary.duration / 1e6, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50) / 1e3, latency:percentile(95) / 1e3, table.concat(parts, ", ")))
end
