-- wrk script: POST JSON bodies to one route at a paced rate.
-- Environment: ROUTE (default /v1/captures), BODY_KIND (capture|analyze), DELAY_MS (each connection waits this
-- long after a response before its next request; 0 = as fast as possible). The rate reached is in the RESULT line.
local route = os.getenv("ROUTE") or "/v1/captures"
local kind = os.getenv("BODY_KIND") or "capture"
local pause = tonumber(os.getenv("DELAY_MS") or "0")
local texts = {
  "call mom tomorrow at 5pm",
  "milk, eggs and 2 loaves of bread",
  "plan Tom's birthday: book venue, send invites, order cake",
  "email the landlord about the heating by friday",
  "idea: a calmer way to plan the week",
}
local counter = 0

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"

request = function()
  counter = counter + 1
  local text = texts[(counter % #texts) + 1] .. " #" .. counter
  local body
  if kind == "analyze" then
    body = '{"text":"' .. text .. '","ref":"2026-11-23T09:00:00Z","tz":"UTC"}'
  else
    body = '{"text":"' .. text .. '"}'
  end
  return wrk.format(nil, route, nil, body)
end

delay = function()
  return pause
end

done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  io.write(string.format(
    "RESULT route=%s delay=%dms achieved=%.0f req/s p50=%.2fms p90=%.2fms p99=%.2fms max=%.2fms errors=%d non2xx=%d\n",
    route, pause, summary.requests / seconds, latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end
