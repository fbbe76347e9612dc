-- The mixed load of bench/cluster.bench.ts for wrk: 90 % public reads, the rest a third each
-- comments, likes (toggled) and donations. The bench defines reads, tokens, posts, comments and
-- case before loading this file.
local threads = {}
writes = 0

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() + #threads)
end

local function pick(list)
  return list[math.random(#list)]
end

local function as_member()
  return { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. pick(tokens) }
end

request = function()
  local roll = math.random(300)
  if roll <= 270 then
    return wrk.format("GET", pick(reads))
  end
  writes = writes + 1
  if roll <= 280 then
    local body = '{"postId":"' .. pick(posts) .. '","content":"A comment written under load"}'
    return wrk.format("POST", "/api/comment/create", as_member(), body)
  elseif roll <= 290 then
    return wrk.format("PUT", "/api/comment/likeComment/" .. pick(comments), as_member(), "{}")
  end
  local body = '{"donationCaseId":"' .. case .. '","amount":' .. math.random(1, 50) .. '}'
  return wrk.format("POST", "/api/donation/transaction", { ["Content-Type"] = "application/json" }, body)
end

function done(summary, latency, requests)
  local sent = 0
  for _, thread in ipairs(threads) do
    sent = sent + thread:get("writes")
  end
  io.write(string.format("writes: %d of %d\n", sent, summary.requests))
end
